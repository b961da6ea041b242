/**
 * The one module that imports htmlparser2: the HTML meta tag reader and the sitemap reader take its
 * parts from here, so a bundle that needs neither never loads it, and one that needs either loads it
 * once.
 *
 * @module
 */
export { Parser, Tokenizer } from 'htmlparser2';
