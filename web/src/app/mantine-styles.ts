// Mantine's reset, theme variables and global classes, in the order Mantine requires. Each
// component's own styles come with the component (mantineStylesPerComponent in vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
