import Foundation
import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Strings

/// The string table: parameters filled in order, overrides, and a built-in entry for every key.
@Suite("String table")
struct StringsTableTests {
  @Test func fillsTextAndNumberParametersInOrder() {
    let table = StringTable()
    #expect(
      table.text(.appWiped, "alex@contoso.com", 102)
        == "Your organization removed its data from this app for alex@contoso.com. The app will close. (102)"
    )
    #expect(table.text(.pinLengthRequired, 6) == "Use exactly 6 digits.")
    #expect(table.text(.notesSignInHint, "a@b.c", "pw") == "Demo account: a@b.c / pw")
  }

  @Test func missingArgumentsLeaveTheirPlaceEmpty() {
    let table = StringTable()
    #expect(table.text(.notesSignInHint, "only") == "Demo account: only / ")
    #expect(table.text(.pinLengthRequired) == "Use exactly  digits.")
  }

  @Test func extraArgumentsAreIgnored() {
    #expect(StringTable().text(.okButton, "unused", 3) == "OK")
  }

  @Test func percentSignsThatAreNotParametersStay() {
    let table = StringTable(overrides: [.okButton: "100%% sure, %x, 50%"])
    #expect(table.text(.okButton) == "100% sure, %x, 50%")
  }

  @Test func overridesReplaceOnlyTheirEntry() {
    let table = StringTable(overrides: [.okButton: "Fine", .pinLengthRequired: "%d at least"])
    #expect(table.text(.okButton) == "Fine")
    #expect(table.text(.pinLengthRequired, 8) == "8 at least")
    #expect(table.text(.cancelButton) == "Cancel")
  }

  @Test func everyKeyHasABuiltInEntry() {
    let missing = StringKey.allCases.filter { StringTable.builtIn[$0] == nil }
    #expect(missing.isEmpty, "keys without wording: \(missing.map(\.rawValue))")
    for key in StringKey.allCases {
      #expect(StringTable().text(key) != key.rawValue, "\(key.rawValue) falls back to its key")
    }
  }

  @Test func everyKeyHasANonEmptyEnglishText() {
    for key in StringKey.allCases {
      let text = StringTable.builtIn[key] ?? ""
      #expect(
        !text.trimmingCharacters(in: .whitespaces).isEmpty, "\(key.rawValue) has no English text")
    }
  }

  @Test func everyKeyNameIsUnique() {
    #expect(Set(StringKey.allCases.map(\.rawValue)).count == StringKey.allCases.count)
  }

  @Test func overriddenScreensShowTheNewWording() {
    let runtime = SessionRuntime(scenario: ScenarioLoader.embedded())
    let app = Program(
      runtime: runtime, theme: Theme.systemLight,
      strings: StringTable(overrides: [.notesSignInTitle: "Welcome back, colleague"]))
    runtime.advance(by: .seconds(2))
    let text = app.render(size: TerminalSize(columns: 80, rows: 24)).text(
      trimmingTrailingSpaces: true)
    #expect(text.contains("Welcome back, colleague"))
    #expect(!text.contains("Sign in to Contoso"))
  }
}
