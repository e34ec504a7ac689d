/** What a run of the mail jobs works with, passed in by whoever runs it (the scheduled function, the local launcher, the CLI). */
export interface MailJobContext {
  now: Date;
  /** The site's public origin, for the links in the e-mails. */
  appUrl: string;
  /** The secret the unsubscribe links are signed with (MAIL_LINK_SECRET). */
  linkSecret: string;
}

/** What one job did: messages it created, and ones already there that it left alone (sent by an earlier run, or a run beside it). */
export interface JobOutcome {
  schools: number;
  written: number;
  alreadySent: number;
}
