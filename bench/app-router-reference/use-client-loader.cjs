/** Marks a module as a client component (next.config.mjs lists which). */
module.exports = function useClientLoader(source) {
  return `"use client";\n${source}`;
};
