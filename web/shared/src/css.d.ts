// The components import their stylesheets for the apps' bundler (Vite) to pick up.
declare module '*.css';
