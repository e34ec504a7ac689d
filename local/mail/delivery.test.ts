import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deliveryInfoOf, deliveryMessages, nextStep, outgoingMailOf } from './delivery';

const NOW = 1_800_000_000_000;
const message = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
const defaults = { from: 'School Supply Box <orders@example.com>' };

describe('nextStep: the extension’s decision for a document as it now is', () => {
  it('starts the delivery record of a document just written', () => {
    expect(nextStep({ to: 'a@example.com', message }, NOW)).toEqual({ kind: 'start' });
  });

  it('takes a PENDING document, and one set back to RETRY', () => {
    expect(nextStep({ message, delivery: { state: 'PENDING' } }, NOW)).toEqual({ kind: 'claim' });
    expect(nextStep({ message, delivery: { state: 'RETRY' } }, NOW)).toEqual({ kind: 'claim' });
  });

  it('leaves a document being sent alone until its lease runs out, then ends it in ERROR', () => {
    const processing = (leaseEnds: number) => ({ message, delivery: { state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(leaseEnds) } });
    expect(nextStep(processing(NOW + 1), NOW)).toEqual({ kind: 'none' });
    expect(nextStep(processing(NOW - 1), NOW)).toEqual({ kind: 'expire' });
  });

  it('does nothing more with a document that is done, or that is no e-mail at all', () => {
    expect(nextStep({ message, delivery: { state: 'SUCCESS' } }, NOW)).toEqual({ kind: 'none' });
    expect(nextStep({ message, delivery: { state: 'ERROR' } }, NOW)).toEqual({ kind: 'none' });
    expect(nextStep({ to: 'a@example.com' }, NOW)).toEqual({ kind: 'none' });
    expect(nextStep(undefined, NOW)).toEqual({ kind: 'none' });
  });
});

describe('outgoingMailOf: what a document asks to send', () => {
  it('sends the message to its recipients, from the default sender, with its headers', () => {
    const headers = { 'List-Unsubscribe': '<https://example.com/u>' };
    expect(outgoingMailOf({ to: 'a@example.com', bcc: ['b@example.com'], message, headers }, defaults)).toEqual({
      from: defaults.from,
      to: ['a@example.com'],
      cc: [],
      bcc: ['b@example.com'],
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      headers,
    });
  });

  it('keeps the sender and reply-to a document names', () => {
    expect(outgoingMailOf({ to: 'a@example.com', from: 'x@example.com', replyTo: 'y@example.com', message }, defaults)).toMatchObject({
      from: 'x@example.com',
      replyTo: 'y@example.com',
    });
  });

  it('refuses what the extension refuses: no recipient, no body, recipients that are not strings', () => {
    expect(() => outgoingMailOf({ message }, defaults)).toThrow(deliveryMessages.noRecipient);
    expect(() => outgoingMailOf({ to: 'a@example.com', message: { subject: 'Hello' } }, defaults)).toThrow(deliveryMessages.badMessage);
    expect(() => outgoingMailOf({ to: [1], message }, defaults)).toThrow(deliveryMessages.notStrings('to'));
  });

  it('refuses recipients by user id and templates, which need collections this project does not configure', () => {
    expect(() => outgoingMailOf({ toUids: ['u1'], message }, defaults)).toThrow(deliveryMessages.notSupported('toUids'));
    expect(() => outgoingMailOf({ to: 'a@example.com', template: { name: 't' } }, defaults)).toThrow(deliveryMessages.notSupported('template'));
  });
});

describe('deliveryInfoOf', () => {
  it('records what the SMTP server answered, as the extension does', () => {
    expect(deliveryInfoOf({ messageId: '<m@x>', accepted: ['a@example.com'], rejected: [], response: '250 queued' })).toEqual({
      messageId: '<m@x>',
      accepted: ['a@example.com'],
      rejected: [],
      pending: [],
      response: '250 queued',
    });
    expect(deliveryInfoOf({})).toEqual({ messageId: null, accepted: [], rejected: [], pending: [], response: null });
  });
});
