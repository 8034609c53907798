import { importKey, withImportInput, withoutImportOption } from "../../../provider/program/import-option";

describe("the import option on the dynamic face's classes", () => {
  it("moves the option's id into the inputs, and out of the options the engine acts on", () => {
    const opts = { import: "R1", protect: true };
    expect(withImportInput({ name: "Leads" }, opts)).toEqual({ name: "Leads", [importKey]: "R1" });
    expect(withoutImportOption(opts)).toEqual({ protect: true });
  });

  it("leaves inputs and options as they are without it", () => {
    const inputs = { name: "Leads" };
    const opts = { protect: true };
    expect(withImportInput(inputs, opts)).toBe(inputs);
    expect(withImportInput(inputs, undefined)).toBe(inputs);
    expect(withoutImportOption(opts)).toBe(opts);
    expect(withoutImportOption(undefined)).toBeUndefined();
  });
});
