import MessageFormat from '@messageformat/core';
import type { Locale } from './locale';
import type { MessageCompiler } from './texts';

// Compiles catalogs as written, where they are used: the API, the e-mails, the local stand-ins
// and the tests under Node. Not part of the contract's index: the web build compiles its
// catalogs ahead (web/vite.config.ts), and a browser never needs the parser.

const formats = new Map<Locale, MessageFormat>();

export const compileWithMessageFormat: MessageCompiler = (locale, message) => {
  if (!formats.has(locale)) formats.set(locale, new MessageFormat(locale));
  const compiled = formats.get(locale)!.compile(message);
  return (values) => compiled(values ?? {});
};
