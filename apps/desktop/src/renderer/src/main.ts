import "./app-root.js";
