// Stylesheets are side-effect imports handled by webpack (and stubbed in jest).
declare module '*.css';
