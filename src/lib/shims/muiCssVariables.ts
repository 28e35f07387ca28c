/**
 * MUI's CSS theme variables (`createTheme({ cssVariables: true })`, `colorSchemes` with a provider of their own), left
 * out of the build. MUI's createTheme and ThemeProvider import that code for themes that use it; this app's themes
 * (src/layout/theme.ts, react-admin's defaultTheme) never do, and the code (about 7 KB gzip) came with every page,
 * /login included. The build resolves those two imports to this file (vite.config.ts); were a theme to ask for CSS
 * variables, it says so at once instead of silently drawing a different theme.
 */
const notInThisBuild = (): never => {
  throw new Error("MUI's CSS theme variables are left out of this build (src/lib/shims/muiCssVariables.ts): remove the shim to use them.");
};

export default notInThisBuild;
export const CssVarsProvider = notInThisBuild;
