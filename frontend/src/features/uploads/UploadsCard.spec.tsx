import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityUploadItem } from '@lesne/contracts';
import { emitLive } from '../../shared/realtime/live-bus';
import { ACTIVITY_TYPES } from '../../test/activities';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { fetchActivityTypes } from '../activities/activities.api';
import { confirmUpload, fetchUploads, uploadActivityFile } from './uploads.api';
import { UploadsCard } from './UploadsCard';

jest.mock('../activities/activities.api');
jest.mock('./uploads.api');
const uploadsMock = jest.mocked(fetchUploads);
const sendMock = jest.mocked(uploadActivityFile);
const confirmMock = jest.mocked(confirmUpload);

function anUpload(overrides: Partial<ActivityUploadItem> = {}): ActivityUploadItem {
  return {
    id: 1,
    fileName: 'poranny-bieg.fit',
    state: 'parsed',
    refusal: null,
    holdReason: null,
    startTime: String(Date.parse('2026-11-27T06:00:00Z')),
    day: '2026-11-27',
    distanceKm: 10.02,
    elapsedSeconds: 3100,
    movingSeconds: 3000,
    detectedType: 'ride',
    deviceName: 'Garmin Forerunner 265',
    activityId: null,
    trees: null,
    uploadedAt: '2026-11-27T08:00:00Z',
    ...overrides,
  };
}

const fileNamed = (name: string, size = 10) => new File(['x'.repeat(size)], name);

function renderCard(canAdd = true) {
  signedInAs(aProfile(), aCompany());
  return renderScreen(<UploadsCard canAdd={canAdd} />, '/moje-wyniki');
}

describe('UploadsCard', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchActivityTypes).mockResolvedValue({ activity_types: ACTIVITY_TYPES, maxDaysBeforeManualActivity: 7 });
    uploadsMock.mockResolvedValue([]);
  });

  it('says what it takes and what it keeps, and sends each picked file on its own', async () => {
    sendMock.mockImplementation(async (file) => anUpload({ id: file.name.length, fileName: file.name, state: 'parsing', day: null, distanceKm: null }));
    renderCard();
    expect(screen.getByText(/Najwyżej 25 MB na plik i 20 plików naraz/)).toBeInTheDocument();
    expect(screen.getByText(/Samego pliku ani trasy nie przechowujemy/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Wybierz pliki'), [fileNamed('run.fit'), fileNamed('ride.gpx.gz')]);
    await waitFor(() => expect(sendMock).toHaveBeenCalledTimes(2));
    const list = await screen.findByRole('list', { name: 'Wgrane pliki' });
    expect(within(list).getByText('run.fit')).toBeInTheDocument();
    expect(within(list).getAllByText('Odczytywanie…')).toHaveLength(2);
  });

  it('refuses a wrong file and more than 20 at once before sending anything', async () => {
    renderCard();
    await userEvent.upload(screen.getByLabelText('Wybierz pliki'), [fileNamed('notes.pdf')], { applyAccept: false });
    expect(await screen.findByText('Plik notes.pdf nie jest plikiem .fit, .gpx ani .tcx.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Wybierz pliki'), Array.from({ length: 21 }, (_, index) => fileNamed(`run-${index}.fit`)));
    expect(await screen.findByText('Możesz wysłać najwyżej 20 plików naraz.')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('offers the sport the file names, counts the one the owner chose, and shows the outcome', async () => {
    uploadsMock.mockResolvedValue([anUpload()]);
    confirmMock.mockResolvedValue(anUpload({ state: 'counted', activityId: 5, trees: 0.5 }));
    renderCard();
    const sport = await screen.findByRole('combobox', { name: 'Sport z pliku poranny-bieg.fit' });
    expect(sport).toHaveValue('3');
    expect(screen.getByText('27.11.2026 · 10,02 km · 50 min w ruchu')).toBeInTheDocument();
    await userEvent.selectOptions(sport, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Policz wynik' }));
    expect(confirmMock).toHaveBeenCalledWith(1, 2);
    expect(await screen.findByText('Policzony')).toBeInTheDocument();
    expect(screen.getByText('Drzewa: 0,5')).toBeInTheDocument();
  });

  it('asks for the list again when the workers have read a file, and says why one was refused or held', async () => {
    renderCard();
    await waitFor(() => expect(uploadsMock).toHaveBeenCalledTimes(1));
    uploadsMock.mockResolvedValue([
      anUpload({ id: 2, fileName: 'zly.fit', state: 'refused', refusal: 'badChecksum', day: null, distanceKm: null }),
      anUpload({ id: 1, state: 'held', holdReason: 'duplicate', activityId: 4 }),
    ]);
    act(() => emitLive('upload:changed', { uploadId: 2, state: 'refused' }));
    expect(await screen.findByText('Suma kontrolna pliku FIT się nie zgadza: plik jest uszkodzony.')).toBeInTheDocument();
    expect(screen.getByText('Ta aktywność jest już policzona (ten sam plik, Strava lub wpis ręczny).')).toBeInTheDocument();
  });

  it('says why a file could not be sent', async () => {
    sendMock.mockRejectedValue(apiFailure(413, 'Plik może mieć najwyżej 25 MB.'));
    renderCard();
    await userEvent.upload(screen.getByLabelText('Wybierz pliki'), [fileNamed('run.fit')]);
    expect(await screen.findByText(/Nie udało się wysłać pliku run.fit/)).toBeInTheDocument();
  });

  it('lists the files without a way to add or count while the event is not in progress', async () => {
    uploadsMock.mockResolvedValue([anUpload()]);
    renderCard(false);
    expect(await screen.findByText('poranny-bieg.fit')).toBeInTheDocument();
    expect(screen.queryByLabelText('Wybierz pliki')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Policz wynik' })).not.toBeInTheDocument();
  });
});
