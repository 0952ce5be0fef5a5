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

  @Test func vaultLinesParseAndReadBack() {
    let text = """
      Mdx Vault create
      Mdx Vault companion update '{"c": 345, "d": "4\\"56", "ok": true}'
      Mdx Vault outsider forceSync
      Expect Mdx vault companion vaultData '{c: "345"}'
      Expect Mdx vault lastError 5111
      """
    let (steps, problems) = TapeParser.parse(text, file: "t.tape")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command.description) == [
        "Mdx Vault app create",
        #"Mdx Vault companion update '{"c": "345", "d": "4\"56", "ok": "true"}'"#,
        "Mdx Vault outsider forceSync",
        #"Expect Mdx vault companion vaultData '{c: "345"}'"#,
        #"Expect Mdx vault app lastError "5111""#,
      ])
  }

  @Test func vaultMistakesAreNamed() {
    let (_, problems) = TapeParser.parse(
      "Mdx Vault update '[1]'\nMdx Vault companion lod\nExpect Mdx vault exist true\n"
        + "Mdx Vault update\nExpect Mdx vault lastError\n",
      file: "t.tape")
    let lines = problems.map(\.description)
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("t.tape:1:18: expected a JSON object"))
    #expect(
      lines[1].hasPrefix("t.tape:2:21: unknown Mdx Vault call \"lod\"; did you mean \"load\"?"))
    #expect(
      lines[2].hasPrefix("t.tape:3:18: unknown vault property \"exist\"; did you mean \"exists\"?"))
    #expect(lines[3].contains("Mdx Vault update needs the pairs to merge"))
    #expect(lines[4].contains("Expect Mdx vault lastError needs a value"))
  }

  @Test func vaultClassLinesParseAndReadBack() {
    let text = """
      Mdx Vault class get
      Mdx Vault companion class save '{"a": 1, "b": "x"}'
      Mdx Vault outsider class delete
      Expect Mdx vault companion classData '{a: "1"}'
      Expect Mdx vault classError 5101
      """
    let (steps, problems) = TapeParser.parse(text, file: "t.tape")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command.description) == [
        "Mdx Vault app class get",
        #"Mdx Vault companion class save '{"a": "1", "b": "x"}'"#,
        "Mdx Vault outsider class delete",
        #"Expect Mdx vault companion classData '{a: "1"}'"#,
        #"Expect Mdx vault app classError "5101""#,
      ])
  }

  @Test func vaultClassMistakesAreNamed() {
    let (_, problems) = TapeParser.parse(
      "Mdx Vault class gte\nMdx Vault class save\nMdx Vault class\n"
        + "Mdx Vault class get now\nMdx Vault class save '{\"a\": [1]}'\n",
      file: "t.tape")
    let lines = problems.map(\.description)
    #expect(lines.count == 5)
    #expect(
      lines[0].hasPrefix(
        "t.tape:1:17: unknown Mdx Vault class method \"gte\"; did you mean \"get\"?"))
    #expect(lines[1].contains("Mdx Vault class save needs the pairs to store"))
    #expect(lines[2].contains("Mdx Vault class needs a method"))
    #expect(lines[3].hasPrefix("t.tape:4:21:"))
    #expect(lines[4].hasPrefix("t.tape:5:22: expected a JSON object"))
  }

  @Test func otherAppLinesParseReadBackAndRefuseMistakes() {
    let (steps, problems) = TapeParser.parse(
      "Mdx App companion lock\nMdx App outsider wipe\nExpect Mdx vault companion session locked\n",
      file: "t.tape")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command.description) == [
        "Mdx App companion lock", "Mdx App outsider wipe",
        #"Expect Mdx vault companion session "locked""#,
      ])
    let (_, mistakes) = TapeParser.parse(
      "Mdx App app lock\nMdx App companion lok\nMdx App companion\nMdx Ap lock\n",
      file: "t.tape")
    let lines = mistakes.map(\.description)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("t.tape:1:9: Mdx App needs the other app: companion or outsider"))
    #expect(
      lines[1].hasPrefix("t.tape:2:19: unknown Mdx App action \"lok\"; did you mean \"lock\"?"))
    #expect(lines[2].contains("Mdx App companion needs an action"))
    #expect(lines[3].contains("unknown Mdx group \"Ap\"; did you mean \"App\"?"))
  }
}
