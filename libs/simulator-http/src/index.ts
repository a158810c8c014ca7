export { bearerOf, BodyTooLargeError, escapeHtml, html, json, redirect, send, type SimResponse } from './http';
export { SimServer } from './server';
