import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES } from '../enums';
import { INCIDENT_ACTIONS, isIncidentEditable, nextDailyReportStatus, nextIncidentStatus } from './incidents';

describe('incident transitions', () => {
  it('goes pending → reviewed → closed → sealed, and reopens one step back', () => {
    expect(nextIncidentStatus('pending', 'review')).toBe('reviewed');
    expect(nextIncidentStatus('reviewed', 'close')).toBe('closed');
    expect(nextIncidentStatus('closed', 'seal')).toBe('sealed');
    expect(nextIncidentStatus('reviewed', 'reopen')).toBe('pending');
    expect(nextIncidentStatus('closed', 'reopen')).toBe('reviewed');
  });
  it('refuses everything else, and a sealed incident has no way out', () => {
    expect(nextIncidentStatus('pending', 'close')).toBeNull();
    expect(nextIncidentStatus('pending', 'seal')).toBeNull();
    expect(nextIncidentStatus('pending', 'reopen')).toBeNull();
    expect(nextIncidentStatus('reviewed', 'seal')).toBeNull();
    for (const action of INCIDENT_ACTIONS) expect(nextIncidentStatus('sealed', action)).toBeNull();
    expect(INCIDENT_STATUSES.filter(isIncidentEditable)).toEqual(['pending', 'reviewed']);
  });
  it('daily reports go pending → reviewed → closed only', () => {
    expect(nextDailyReportStatus('pending', 'review')).toBe('reviewed');
    expect(nextDailyReportStatus('reviewed', 'close')).toBe('closed');
    expect(nextDailyReportStatus('pending', 'close')).toBeNull();
    expect(nextDailyReportStatus('closed', 'review')).toBeNull();
  });
});
