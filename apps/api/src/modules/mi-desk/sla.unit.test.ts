import { describe, expect, it } from 'vitest';
import { dueDate, parseServiceLevels, type ServiceLevels, slaBreached } from './sla.ts';

const levels = parseServiceLevels('5,BR=2') as ServiceLevels;

describe('service levels', () => {
  it('parses a default and per-country working days, and refuses nonsense', () => {
    expect(levels.BR).toBe(2);
    expect(levels.MX).toBe(5);
    expect((parseServiceLevels('') as ServiceLevels).PE).toBe(5);
    expect(typeof parseServiceLevels('XX=3')).toBe('string');
    expect(typeof parseServiceLevels('BR=0')).toBe('string');
    expect(typeof parseServiceLevels('BR=three')).toBe('string');
  });

  it("counts working days in the country's time zone, skipping the weekend", () => {
    // Friday 2026-06-05 22:00 in São Paulo is Saturday 01:00 UTC: still Friday there.
    const friday = new Date('2026-06-06T01:00:00Z');
    // Two working days after Friday: Tuesday 2026-06-09, end of day in São Paulo (UTC-3).
    expect(dueDate(friday, 'BR', levels).toISOString()).toBe('2026-06-10T02:59:59.999Z');
    // Mexico City (UTC-6): five working days after Friday 2026-06-05 is Friday 2026-06-12.
    expect(dueDate(friday, 'MX', levels).toISOString()).toBe('2026-06-13T05:59:59.999Z');
  });

  it('is breached when answered late or still open past the due date', () => {
    const due = new Date('2026-06-10T00:00:00Z');
    expect(slaBreached(due, null, new Date('2026-06-09T00:00:00Z'))).toBe(false);
    expect(slaBreached(due, null, new Date('2026-06-11T00:00:00Z'))).toBe(true);
    expect(slaBreached(due, new Date('2026-06-09T00:00:00Z'), new Date('2026-06-20T00:00:00Z'))).toBe(false);
    expect(slaBreached(due, new Date('2026-06-10T01:00:00Z'), new Date('2026-06-20T00:00:00Z'))).toBe(true);
  });
});
