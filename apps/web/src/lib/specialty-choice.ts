// The physician's specialties of interest as a form chooses them (preferences, the first sign-in
// welcome): pre-filled from the profile, kept in the country's order so the saved list is stable, and at
// least one required before `submit` hands them on.
import type { Specialty } from '@portal/countries';
import { type FormEvent, useState } from 'react';
import { useCountry } from './country.ts';
import type { UserProfile } from './session.ts';

export function useSpecialtyChoice(profile: UserProfile, onChosen: (preferences: Specialty[]) => void) {
  const country = useCountry();
  const [chosen, setChosen] = useState<Specialty[]>(() =>
    country.specialties.filter((specialty) => profile.preferences.includes(specialty)),
  );
  const [showRequired, setShowRequired] = useState(false);
  const toggle = (specialty: Specialty, checked: boolean) => {
    setShowRequired(false);
    setChosen((current) =>
      country.specialties.filter((s) => (s === specialty ? checked : current.includes(s))),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setShowRequired(true);
    else onChosen(chosen);
  };
  return { chosen, showRequired, toggle, submit };
}
