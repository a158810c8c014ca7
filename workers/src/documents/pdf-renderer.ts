import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { DOCUMENT_BASE_URL } from './document-fonts';

/**
 * Pages kept open and reused. Measured on a 2-core machine: 1 / 19.5 / 23 / 31 PDFs a second for a browser per
 * PDF / 1, 2, 4 reused pages: reuse is what matters, and past ~4 pages the two cores are the limit
 * while every page adds Chromium memory. 3 takes most of the gain and leaves a core for the rest.
 */
export const PDF_PAGES = 3;

/** Keep Chromium off the network and quiet: it only ever prints HTML it is handed. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Prints HTML to A4 PDFs in one long-lived Chromium with a small pool of reused pages. Chromium
 * starts at the first render and again after it dies (a render caught by the crash is retried once),
 * and ends with this process, however it ends.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private browser: Promise<Browser> | null = null;
  /** a slot per page; null until the slot first prints, or after its browser died */
  private readonly freeSlots: Array<Page | null> = Array.from({ length: PDF_PAGES }, () => null);
  private readonly waiting: Array<(slot: Page | null) => void> = [];
  private closed = false;

  constructor(@InjectConfig() private readonly config: Pick<AppConfig, 'CHROMIUM_PATH'>) {}

  async render(html: string): Promise<Buffer> {
    let page = await this.takeSlot();
    try {
      page = await this.usable(page);
      try {
        return await this.print(page, html);
      } catch (error) {
        if (page.browser().connected) throw error;
        page = await this.usable(null);
        return await this.print(page, html);
      }
    } finally {
      this.giveBack(page);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    await (await browser?.catch(() => null))?.close();
  }

  private async print(page: Page, html: string): Promise<Buffer> {
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  private async usable(page: Page | null): Promise<Page> {
    if (page && !page.isClosed() && page.browser().connected) return page;
    const fresh = await (await this.currentBrowser()).newPage();
    await fresh.setJavaScriptEnabled(false);
    await fresh.goto(DOCUMENT_BASE_URL);
    return fresh;
  }

  private async currentBrowser(): Promise<Browser> {
    if (this.closed) throw new Error('The PDF renderer is shut down');
    const known = this.browser;
    const current = known && (await known.catch(() => null));
    if (current?.connected) return current;
    // another render found it dead too and is already starting the next one
    if (this.browser !== known) return this.currentBrowser();
    // Over a pipe rather than a WebSocket: Chromium quits when its end of the pipe closes, which the
    // kernel does however this process dies (kill -9, the OOM killer). Puppeteer starts Chromium in a
    // process group of its own, so nothing else would end it, and a crashed worker's browser lived on.
    const launching = puppeteer.launch({ executablePath: this.config.CHROMIUM_PATH, headless: true, pipe: true, args: CHROMIUM_ARGS });
    this.browser = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => this.browser === launching && (this.browser = null)),
      () => this.browser === launching && (this.browser = null),
    );
    return launching;
  }

  private takeSlot(): Promise<Page | null> {
    if (this.freeSlots.length > 0) return Promise.resolve(this.freeSlots.pop()!);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private giveBack(page: Page | null): void {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.freeSlots.push(page);
  }
}
