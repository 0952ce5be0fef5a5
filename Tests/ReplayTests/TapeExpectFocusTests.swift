import TestSupport
import Testing

@testable import Replay

/// `Expect Focus`: which control has the focus, which a text capture cannot show.
@Suite(.scratchFolder) struct TapeExpectFocusTests {
  @Test func namesTheFocusedFieldButtonOrRow() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "focus.tape",
      """
      Wait /Sign in to Contoso/
      Expect Focus "Work account"
      Tab
      Expect Focus /Pass/
      Tab
      Expect Focus "Sign in"

      """)
    let passed = scratch.run("focus.tape")
    #expect(passed.passed, "\(passed.failures.map(\.message))")
    try scratch.write("wrong.tape", "Wait /Sign in to Contoso/\nTab\nExpect Focus \"Sign in\"\n")
    let failure = try #require(scratch.run("wrong.tape").failures.first)
    #expect(failure.location?.line == 3)
    #expect(
      failure.message == "expected the focus on \"Sign in\", but it is on the field \"Password\"")
  }

  @Test func quotedTextIsTheWholeLabelAndARegexIsLookedForInIt() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("part.tape", "Wait /Sign in to Contoso/\nExpect Focus \"ork acc\"\n")
    let failure = try #require(scratch.run("part.tape").failures.first)
    #expect(failure.location?.line == 2)
    #expect(
      failure.message
        == "expected the focus on \"ork acc\", but it is on the field \"Work account\"")
    try scratch.write("regex.tape", "Wait /Sign in to Contoso/\nExpect Focus /ork acc/\n")
    let regex = scratch.run("regex.tape")
    #expect(regex.passed, "\(regex.failures.map(\.message))")
  }

  @Test func emptyTextIsRefusedAtItsColumn() {
    let (_, found) = TapeParser.parse("Expect Focus \"\"\n", file: "t")
    #expect(
      found.map(\.description) == [
        "t:1:14: Expect Focus needs the focused control's label, not empty text "
          + "(for example: Expect Focus \"Sign in\")"
      ])
  }

  @Test func formsAreReadAndRefusedAtTheirColumn() {
    let (steps, problems) = TapeParser.parse(
      "Expect Focus \"Menu\"\nExpect Focus /Sign/i\n", file: "t")
    #expect(problems.isEmpty)
    #expect(steps.map(\.command.description) == ["Expect Focus \"Menu\"", "Expect Focus /Sign/i"])
    for (line, expected) in [
      ("Expect Focus", "t:1:8: Expect Focus needs"),
      ("Expect Focus \"a\" \"b\"", "t:1:18: Expect Focus needs"),
    ] {
      let (_, found) = TapeParser.parse(line + "\n", file: "t")
      #expect(found.first?.description.hasPrefix(expected) == true, "\(line): \(found)")
    }
  }
}
