export { bearerOf, BodyTooLargeError, escapeHtml, html, json, readBody, redirect, send, type SimResponse } from './http';
export { SimServer } from './server';
