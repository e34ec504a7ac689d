import { compileWithMessageFormat } from './messageformat-compiler';
import { setMessageCompiler } from './texts';

// Unit tests under Node read the catalogs as written, as the API does.
setMessageCompiler(compileWithMessageFormat);
