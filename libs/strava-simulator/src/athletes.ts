export interface SimAthlete {
  id: number;
  firstname: string;
  lastname: string;
  createdAt: string;
}

const FIRST_NAMES = ['Kasia', 'Tomek', 'Ola', 'Piotr', 'Magda', 'Marek', 'Zosia', 'Kuba', 'Ewa', 'Michał'];
const LAST_NAMES = ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Lewandowska', 'Zieliński', 'Kamińska', 'Szymański'];

export function defaultName(id: number): { firstname: string; lastname: string } {
  return { firstname: FIRST_NAMES[id % FIRST_NAMES.length], lastname: LAST_NAMES[Math.floor(id / FIRST_NAMES.length) % LAST_NAMES.length] };
}

/** SummaryAthlete (resource_state 2) with the fields live responses carry. */
export function summaryAthlete(athlete: SimAthlete): Record<string, unknown> {
  return {
    id: athlete.id,
    username: null,
    resource_state: 2,
    firstname: athlete.firstname,
    lastname: athlete.lastname,
    bio: '',
    city: 'Warszawa',
    state: 'Mazowieckie',
    country: 'Poland',
    sex: null,
    premium: false,
    summit: false,
    created_at: athlete.createdAt,
    updated_at: athlete.createdAt,
    badge_type_id: 0,
    weight: null,
    profile_medium: 'avatar/athlete/medium.png',
    profile: 'avatar/athlete/large.png',
    friend: null,
    follower: null,
  };
}
