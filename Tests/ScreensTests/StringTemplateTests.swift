import Testing

@testable import SessionEngine
@testable import Strings

/// The one reader of a sentence's template: pieces, parameters in order or numbered, percent
/// signs, and what the linter is told is not a parameter.
@Suite struct StringTemplateTests {
  @Test func fillsParametersInOrderAndNumberedOnesWhereTheyPoint() {
    #expect(StringTemplate("%@ has %d notes").filled(with: ["Alex", 3]) == "Alex has 3 notes")
    #expect(StringTemplate("%2$@, %1$@").filled(with: ["first", "second"]) == "second, first")
    #expect(StringTemplate("%@ · %@").filled(with: ["one"]) == "one · ")
    #expect(StringTemplate("%3$@!").filled(with: ["a"]) == "!")
  }

  @Test func keepsPercentSignsAndWhatIsNotAParameter() {
    let template = StringTemplate("100%% sure, %x stays, %5 too, and a last %")
    #expect(template.filled(with: ["unused"]) == "100% sure, %x stays, %5 too, and a last %")
    #expect(template.placeholders.isEmpty)
    #expect(template.unknown == ["%x", "%5", "%"])
  }

  @Test func readsCharactersSoACombiningMarkStaysWithItsLetter() {
    // "@" with a combining acute accent is one character, not the "%@" parameter.
    let template = StringTemplate("caf%@\u{301} and %@")
    #expect(template.placeholders.count == 1)
    #expect(template.filled(with: ["X"]) == "caf%@\u{301} and X")
    #expect(template.unknown == ["%@\u{301}"])
    // A percent sign with a combining mark is text, and it does not make `%%` either.
    let accented = StringTemplate("100%\u{301} of %@, %%\u{301}")
    #expect(accented.placeholders.count == 1)
    #expect(accented.filled(with: ["X"]) == "100%\u{301} of X, %%\u{301}")
    #expect(accented.unknown == ["%%\u{301}"])
  }

  @Test func thePlaceholdersTheLinterSeesAreTheOnesTheTableFills() {
    let (placeholders, unknown) = StringPlaceholder.parse("%2$d of %1$@, then %@ and %d")
    #expect(placeholders.map(\.argument) == [2, 1, 1, 2])
    #expect(placeholders.map(\.written) == ["%2$d", "%1$@", "%@", "%d"])
    #expect(unknown.isEmpty)
  }

  @Test func aTranslationThatReordersItsParametersIsFilledByTheTable() {
    let table = StringTable(
      language: .german, translation: [.walkthroughScenarioPassword: "%2$@ vor %1$@"])
    #expect(table.text(.walkthroughScenarioPassword, "eins", "zwei") == "zwei vor eins")
  }

  @Test func sentencesAreSpacedAsTheLanguageDoes() {
    #expect(StringTable().sentences(["One.", "Two."]) == "One. Two.")
    #expect(StringTable(language: .german).sentences(["Eins.", "Zwei."]) == "Eins. Zwei.")
    #expect(StringTable(language: .simplifiedChinese).sentences(["一。", "二。"]) == "一。二。")
  }
}
