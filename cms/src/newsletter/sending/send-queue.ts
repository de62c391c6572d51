// The worker that mails a sent newsletter, one recipient at a time, at NEWSLETTER_RATE_PER_MINUTE.
// Everything it needs to go on is in the database, so after a crash, a restart or a mail server that
// was down it carries on where it stopped: the queue is the deliveries table, not memory.
import type {Core} from '@strapi/strapi';
import {DEFAULT_LOCALE, NEWSLETTER_SUBSCRIPTION, type Locale} from '../../content-model';
import {newToken} from '../tokens';
import {
  claimNext,
  finishDelivery,
  markInterrupted,
  nothingPending,
  openSends,
  releaseDelivery,
  updateSend,
  type SendRow,
} from './delivery-store';
import {composeMail, loadFooters, loadVersions, unsubscribeLink, versionFor, type NewsletterVersion} from './newsletter-mail';

export const DEFAULT_RATE_PER_MINUTE = 120;
const IDLE_MS = 2_000;
/** After a refused or failed mail: 5 s, doubling up to 5 minutes, until the mail server takes one. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

/** NEWSLETTER_RATE_PER_MINUTE: how many newsletter mails leave per minute at most (1 to 6000). */
export function ratePerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.NEWSLETTER_RATE_PER_MINUTE?.trim();
  if (!text) return DEFAULT_RATE_PER_MINUTE;
  const rate = Number(text);
  if (!Number.isInteger(rate) || rate < 1 || rate > 6000) {
    throw new Error(`NEWSLETTER_RATE_PER_MINUTE must be a whole number from 1 to 6000; got "${text}".`);
  }
  return rate;
}

export const retryDelay = (failures: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), LAST_RETRY_MS);

interface Content {
  versions: Map<Locale, NewsletterVersion>;
  footers: Record<Locale, string>;
}

function messageDomain(): string {
  const from = process.env.MAIL_FROM ?? '';
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

export class SendQueue {
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private lastMailAt = 0;
  private readonly content = new Map<string, Content>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly intervalMs: number,
  ) {}

  /** Marks what a crash left on the way, then works through every unfinished send. */
  async start(): Promise<void> {
    const interrupted = await markInterrupted(this.strapi);
    if (interrupted > 0) {
      this.strapi.log.warn(`[newsletter] ${interrupted} mail(s) were on their way when the CMS stopped: not sent again (at most once)`);
    }
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  /** A send was started: no need to wait for the next look at the queue. */
  wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let waitMs = IDLE_MS;
      try {
        const sends = await openSends(this.strapi);
        const now = Date.now();
        const ready = sends.find((send) => !send.retryAt || Date.parse(send.retryAt) <= now);
        if (ready) {
          await this.deliverNext(ready);
          continue;
        }
        const retries = sends.map((send) => Date.parse(send.retryAt!) - now);
        if (retries.length) waitMs = Math.max(Math.min(IDLE_MS, ...retries), 50);
      } catch (error) {
        this.strapi.log.error(`[newsletter] send queue: ${(error as Error).message}`);
      }
      await this.sleep(waitMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        done();
      }
      this.wakeUp = finish;
    });
  }

  private async contentOf(newsletterId: string): Promise<Content> {
    let content = this.content.get(newsletterId);
    if (!content) {
      content = {versions: await loadVersions(this.strapi, newsletterId), footers: await loadFooters(this.strapi)};
      this.content.set(newsletterId, content);
    }
    return content;
  }

  /** The subscriber's language now, or `null` when the address is no longer a confirmed subscriber. */
  private async confirmedLanguage(email: string): Promise<string | null> {
    const subscription = (await this.strapi.db.query(NEWSLETTER_SUBSCRIPTION).findOne({
      where: {email: {$eqi: email}, state: 'confirmed'},
      select: ['language'],
    })) as {language: string} | null;
    return subscription?.language ?? null;
  }

  private async pace(): Promise<void> {
    const wait = this.lastMailAt + this.intervalMs - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    this.lastMailAt = Date.now();
  }

  private async finish(send: SendRow): Promise<void> {
    await updateSend(this.strapi, send.newsletterId, {state: 'done', finished_at: new Date().toISOString(), retry_at: null});
    this.content.delete(send.newsletterId);
    this.strapi.log.info(`[newsletter] ${send.newsletterId}: sent`);
  }

  private async deliverNext(send: SendRow): Promise<void> {
    // Waiting before the claim, not after it, keeps the time a recipient is marked `sending` (when a
    // crash leaves its mail uncertain) down to the mail's own way to the mail server.
    await this.pace();
    const token = newToken();
    const delivery = await claimNext(this.strapi, send.newsletterId, token.hash);
    if (!delivery) {
      if (await nothingPending(this.strapi, send.newsletterId)) await this.finish(send);
      return;
    }
    // An unsubscribe (or an erasure) since the send started is honoured for the mails not yet sent.
    const language = await this.confirmedLanguage(delivery.email);
    if (language === null) {
      await finishDelivery(this.strapi, delivery.id, 'skipped', new Date());
      return;
    }
    const {versions, footers} = await this.contentOf(send.newsletterId);
    const version = versionFor(versions, language);
    if (!version) {
      await releaseDelivery(this.strapi, delivery.id);
      await this.pause(send, 'The newsletter has no English version any more.');
      return;
    }
    const url = unsubscribeLink(language, token.token);
    const mail = composeMail(version, footers[version.locale] ?? footers[DEFAULT_LOCALE], url);
    try {
      await this.strapi.plugin('email').service('email').send({
        to: delivery.email,
        ...mail,
        messageId: `<newsletter-${send.newsletterId}-${delivery.id}@${messageDomain()}>`,
      });
    } catch (error) {
      await releaseDelivery(this.strapi, delivery.id);
      await this.pause(send, (error as Error).message);
      return;
    }
    await finishDelivery(this.strapi, delivery.id, 'sent', new Date());
    if (send.state === 'paused' || send.failures > 0) {
      await updateSend(this.strapi, send.newsletterId, {state: 'sending', retry_at: null, failures: 0});
      this.strapi.log.info(`[newsletter] ${send.newsletterId}: the mail server takes mail again, sending resumed`);
    }
    if (await nothingPending(this.strapi, send.newsletterId)) await this.finish(send);
  }

  private async pause(send: SendRow, reason: string): Promise<void> {
    const failures = send.failures + 1;
    const delay = retryDelay(failures);
    await updateSend(this.strapi, send.newsletterId, {
      state: 'paused',
      last_error: reason.slice(0, 500),
      failures,
      retry_at: new Date(Date.now() + delay).toISOString(),
    });
    this.strapi.log.warn(`[newsletter] ${send.newsletterId}: paused (${reason}); next try in ${Math.round(delay / 1000)} s`);
  }
}

let queue: SendQueue | null = null;

export async function startSendQueue(strapi: Core.Strapi): Promise<void> {
  queue = new SendQueue(strapi, 60_000 / ratePerMinute());
  await queue.start();
}

export async function stopSendQueue(): Promise<void> {
  await queue?.stop();
  queue = null;
}

export const wakeSendQueue = (): void => queue?.wake();
