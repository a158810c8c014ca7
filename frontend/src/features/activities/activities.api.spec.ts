import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { readStoredTokens, useAuthStore } from '../../shared/auth/auth.store';
import { filenameFrom } from '../../shared/api/download';
import { addActivity, downloadCompanyActivitiesCsv, fetchCompanyActivities } from './activities.api';

jest.mock('../../shared/navigation');

function answer(data: unknown, headers: Record<string, string> = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { data, status: 200, statusText: 'OK', headers, config };
  };
  return sent;
}

describe('activities api', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    useAuthStore.getState().signIn('t1', false);
  });

  it('downloads the CSV through the client, with the token and the filters, as a blob', async () => {
    const blob = new Blob(['Data;Km'], { type: 'text/csv' });
    const sent = answer(blob, { 'content-disposition': 'attachment; filename="aktywnosci-2025-06-30.csv"' });
    const file = await downloadCompanyActivitiesCsv({ dateFrom: '2025-01-01', dateTo: '2025-06-30', activityTypes: '1,3', search: undefined });
    expect(sent[0].url).toBe('/company/activities.csv');
    expect(sent[0].responseType).toBe('blob');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer t1');
    expect(sent[0].params).toEqual({ dateFrom: '2025-01-01', dateTo: '2025-06-30', activityTypes: '1,3' });
    expect(file).toEqual({ blob, filename: 'aktywnosci-2025-06-30.csv' });
  });

  it('sends only the filters that are set', async () => {
    const sent = answer({ activities: [] });
    await fetchCompanyActivities({ dateFrom: '2025-01-01', search: '', showSummary: true, page: 2, perpage: 25 });
    expect(sent[0].params).toEqual({ dateFrom: '2025-01-01', showSummary: true, page: 2, perpage: 25 });
  });

  it('adds a result with an Idempotency-Key, and sends it again with the same key when the answer was lost', async () => {
    jest.useFakeTimers();
    const sent: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = async (config) => {
      sent.push(config);
      if (sent.length === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      return { data: { status: 'approved' }, status: 201, statusText: 'Created', headers: {}, config };
    };
    const added = addActivity({ startTime: '2025-06-30', distance: 5, activityType: 2 }, 'k1');
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(added).resolves.toEqual({ status: 'approved' });
    jest.useRealTimers();
    expect(sent).toHaveLength(2);
    expect(sent[1].headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(sent[0].headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(filenameFrom('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFrom("attachment; filename*=UTF-8''aktywno%C5%9Bci.csv; filename=\"x.csv\"")).toBe('aktywności.csv');
    expect(filenameFrom('attachment')).toBeNull();
  });
});
