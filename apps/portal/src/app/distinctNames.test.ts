import { describe, expect, it } from 'vitest';
import { distinctNames } from './distinctNames';

type Person = { name: string; email: string; phone: string };
const names = (people: Person[]) =>
  people.map((person) =>
    distinctNames(
      people,
      (p) => p.name,
      (p) => [p.email, p.phone],
    ).get(person),
  );

describe('distinctNames', () => {
  it('should call an item by its name alone when no other item has it', () => {
    expect(
      names([
        { name: 'Ana Ruiz', email: 'ana@x.example', phone: '' },
        { name: 'Bo Lee', email: 'bo@x.example', phone: '' },
      ]),
    ).toEqual(['Ana Ruiz', 'Bo Lee']);
  });

  it('should add the first detail that tells namesakes apart, in any case of the name', () => {
    expect(
      names([
        { name: 'Ana Ruiz', email: 'ana@x.example', phone: '555-0100' },
        { name: 'ana ruiz', email: 'ana.ruiz@y.example', phone: '555-0100' },
        { name: 'Bo Lee', email: 'bo@x.example', phone: '' },
      ]),
    ).toEqual(['Ana Ruiz (ana@x.example)', 'ana ruiz (ana.ruiz@y.example)', 'Bo Lee']);
  });

  it('should go on to the next detail when the first is shared, and skip empty ones', () => {
    expect(
      names([
        { name: 'Ana Ruiz', email: 'ana@x.example', phone: '555-0100' },
        { name: 'Ana Ruiz', email: 'ANA@x.example', phone: '555-0199' },
        { name: 'Ana Ruiz', email: '', phone: '555-0142' },
      ]),
    ).toEqual(['Ana Ruiz (555-0100)', 'Ana Ruiz (555-0199)', 'Ana Ruiz (555-0142)']);
  });

  it('should number items alike in every detail', () => {
    const twin = { name: 'Ana Ruiz', email: 'ana@x.example', phone: '' };
    expect(names([twin, { ...twin }])).toEqual(['Ana Ruiz (1 of 2)', 'Ana Ruiz (2 of 2)']);
  });
});
