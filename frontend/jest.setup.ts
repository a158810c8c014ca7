import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';
import { TextDecoder, TextEncoder } from 'node:util';
import './src/i18n';
import { addTexts } from './src/i18n/language';
import { en } from './src/i18n/en';
import './src/i18n/panel';

// Screens are tested in both languages: English is there from the start, as if it had been chosen.
addTexts('en', en);

// jsdom lacks these, and react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// No test opens a real socket: screens listen on the live bus, which tests feed with emitLive().
jest.mock('./src/shared/realtime/socket');

// The query cache tells screens of a change at once (the browser batches it in a timeout), so a
// test sees what a live event or an answer changed right after it.
notifyManager.setScheduler((callback) => callback());
