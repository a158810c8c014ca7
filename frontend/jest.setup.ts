import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import './src/i18n';

// jsdom lacks these, and react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// No test opens a real socket: screens listen on the live bus, which tests feed with emitLive().
jest.mock('./src/shared/realtime/socket');
