// Sass modules compile to a class-name map (css-loader `namedExport: false`, camelCase keys).
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
