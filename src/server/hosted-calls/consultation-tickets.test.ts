import { describe, expect, it } from 'vitest';
import { createConsultationTickets } from './consultation-tickets';

describe('consultation tickets', () => {
  it('are issued to one patient, each with its own id', () => {
    const tickets = createConsultationTickets('secret');
    const first = tickets.verifyFor(tickets.issue('p-1'), 'p-1');
    const second = tickets.verifyFor(tickets.issue('p-1'), 'p-1');
    expect(first?.patientId).toBe('p-1');
    expect(first?.id).not.toBe(second?.id);
  });

  it('do not register a call for another patient, and cannot be forged or made with another secret', () => {
    const tickets = createConsultationTickets('secret');
    const ticket = tickets.issue('p-1');
    expect(tickets.verifyFor(ticket, 'p-2')).toBeNull();
    const [payload] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, p: 'p-2' })).toString('base64url');
    expect(tickets.read(`${forgedPayload}.${ticket.split('.')[1]}`)).toBeNull();
    expect(createConsultationTickets('other').read(ticket)).toBeNull();
    for (const bad of [undefined, 42, '', 'a.b', 'a.b.c', '.'.repeat(2000)])
      expect(tickets.read(bad)).toBeNull();
  });

  it('expire for registering, yet still name their patient when the platform brings them back', () => {
    let now = 0;
    const tickets = createConsultationTickets('secret', { lifetimeMs: 1000, now: () => now });
    const ticket = tickets.issue('p-1');
    now = 999;
    expect(tickets.verifyFor(ticket, 'p-1')).not.toBeNull();
    now = 1000;
    expect(tickets.verifyFor(ticket, 'p-1')).toBeNull();
    expect(tickets.read(ticket)?.patientId).toBe('p-1');
  });
});
