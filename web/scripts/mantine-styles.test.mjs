import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineStylesPerComponent } from '../vite.config.ts';

const core = fileURLToPath(new URL('../../node_modules/@mantine/core/', import.meta.url));
const classModules = readdirSync(`${core}esm`, { recursive: true })
  .filter((path) => path.endsWith('.module.mjs'))
  .map((path) => `${core}esm/${path}`);

/** What the plugin makes of a module's code when the app is built. */
function builtModule(id) {
  const plugin = mantineStylesPerComponent();
  plugin.configResolved({ command: 'build' });
  return plugin.transform('export default {};', id);
}

describe('mantineStylesPerComponent', () => {
  it("gives every Mantine component's class names the component's own styles, in the mantine layer", () => {
    expect(classModules.length).toBeGreaterThan(100);
    const styles = classModules.map((id) => /import '@mantine\/core\/(styles\/\w+\.layer\.css)';$/.exec(builtModule(id) ?? '')?.[1]);
    expect(styles.filter((file) => !file || !existsSync(`${core}${file}`))).toEqual([]);
    // and none of Mantine's stylesheets is left without a component to bring it
    const globalStyles = ['baseline', 'default-css-variables', 'global'];
    const componentStyles = readdirSync(`${core}styles`).filter(
      (file) => file.endsWith('.layer.css') && !globalStyles.includes(file.replace('.layer.css', '')),
    );
    expect(new Set(styles)).toEqual(new Set(componentStyles.map((file) => `styles/${file}`)));
  });

  it('leaves the app and other modules alone', () => {
    expect(builtModule(fileURLToPath(new URL('../src/main.tsx', import.meta.url)))).toBeNull();
    expect(builtModule(`${core}esm/components/Button/Button.mjs`)).toBeNull();
  });
});
