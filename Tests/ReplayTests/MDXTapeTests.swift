import Replay
import Testing

/// The Citrix tape lines: parsed, described back, and refused with hints when mistyped.
@Suite struct MDXTapeTests {
  @Test func mdxLinesParseAndReadBack() {
    let text = """
      Expect Mdx isAppManaged true
      Expect Mdx getValueOfPolicy DisableCamera nil
      Mdx Admin appWipe
      Mdx Hub signOff
      """
    let (steps, problems) = TapeParser.parse(text, file: "t.tape")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command.description) == [
        "Expect Mdx isAppManaged \"true\"", "Expect Mdx getValueOfPolicy DisableCamera \"nil\"",
        "Mdx Admin appWipe", "Mdx Hub signOff",
      ])
  }

  @Test func mistakesAreNamedWithHints() {
    let (_, problems) = TapeParser.parse(
      "Expect Mdx isAppManage true\nMdx Admin appLok\nExpect Mdx getValueOfPolicy Paste\n",
      file: "t.tape")
    let lines = problems.map(\.description)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(
        "t.tape:1:12: unknown MdxManager call \"isAppManage\"; did you mean \"isAppManaged\"?"))
    #expect(lines[0].contains("isAppManaged"))
    #expect(
      lines[1].hasPrefix(
        "t.tape:2:11: unknown Mdx Admin action \"appLok\"; did you mean \"appLock\"?"))
    #expect(lines[2].contains("Expect Mdx getValueOfPolicy needs a value"))
  }
}
