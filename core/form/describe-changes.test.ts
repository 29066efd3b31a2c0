import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';
import { versionDefinitionOf } from './form-version';

const version = (questions: unknown[], title = 'Intake') =>
  versionDefinitionOf({ title, questions });

const NAME = { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 };
const AGE = { id: 'age', type: 'NUMBER', title: 'Age', order: 1, required: true };
const COLOUR = {
  id: 'colour',
  type: 'MULTIPLE_CHOICE',
  title: 'Colour',
  order: 2,
  options: ['Red', 'Blue'],
};

describe('describeChanges', () => {
  it("words the issue's edit: a rename, a removal, an addition and a new option", () => {
    const before = version([NAME, AGE, COLOUR]);
    const after = version([
      { ...NAME, title: 'Full name' },
      { ...COLOUR, order: 1, options: ['Red', 'Blue', 'Green'] },
      { id: 'email', type: 'EMAIL', title: 'E-mail', order: 2 },
    ]);
    expect(describeChanges(before, after).map((c) => c.text)).toEqual([
      "Renamed 'Name' to 'Full name'",
      "Added option 'Green'",
      "Added question 'E-mail'",
      "Removed question 'Age'",
    ]);
    expect(describeChanges(before, after)[0]).toEqual({
      kind: 'question_renamed',
      questionId: 'name',
      title: 'Full name',
      text: "Renamed 'Name' to 'Full name'",
    });
  });

  it('says nothing for equal versions, and names other edits, removed options and order', () => {
    const before = version([NAME, AGE, COLOUR]);
    expect(describeChanges(before, before)).toEqual([]);
    const after = version([
      { ...AGE, order: 0, required: false },
      { ...NAME, order: 1 },
      { ...COLOUR, options: ['Red'] },
    ]);
    expect(describeChanges(before, after).map((c) => c.text)).toEqual([
      "Changed question 'Age'",
      "Removed option 'Blue'",
      'Reordered questions',
    ]);
  });

  it('names a renamed option by its id, and reads versions without ids by label', () => {
    const withIds = { ...COLOUR, options: ['Red', 'Green'], optionIds: ['oR', 'oG'] };
    const renamed = { ...withIds, options: ['Red', 'Lime', 'Pink'], optionIds: ['oR', 'oG', 'oP'] };
    expect(describeChanges(version([withIds]), version([renamed])).map((c) => c.text)).toEqual([
      "Renamed option 'Green' to 'Lime'",
      "Added option 'Pink'",
    ]);
    // A version stored before option ids: the same label is the same option.
    expect(describeChanges(version([COLOUR]), version([withIds])).map((c) => c.text)).toEqual([
      "Added option 'Green'",
      "Removed option 'Blue'",
    ]);
  });

  it("names a grid's rows and columns renamed (by id), added and removed", () => {
    const grid = (rows: string[], rowIds: string[], cols: string[], colIds: string[]) => ({
      id: 'rate',
      type: 'MATRIX',
      title: 'Rate us',
      order: 0,
      matrixRows: rows,
      matrixRowIds: rowIds,
      matrixCols: cols,
      matrixColIds: colIds,
    });
    const before = version([
      grid(['Food', 'Service'], ['rF', 'rS'], ['Bad', 'Good'], ['cB', 'cG']),
    ]);
    const after = version([
      grid(['Cuisine', 'Price'], ['rF', 'rP'], ['Bad', 'Good', 'Great'], ['cB', 'cG', 'cX']),
    ]);
    expect(describeChanges(before, after).map((c) => [c.kind, c.text])).toEqual([
      ['row_renamed', "Renamed row 'Food' to 'Cuisine'"],
      ['row_added', "Added row 'Price'"],
      ['row_removed', "Removed row 'Service'"],
      ['column_added', "Added column 'Great'"],
    ]);
  });

  it("names a change of the form's own title", () => {
    expect(describeChanges(version([NAME]), version([NAME], 'Intake 2'))).toEqual([
      {
        kind: 'form_changed',
        questionId: null,
        title: null,
        text: "Renamed the form 'Intake' to 'Intake 2'",
      },
    ]);
  });
});
