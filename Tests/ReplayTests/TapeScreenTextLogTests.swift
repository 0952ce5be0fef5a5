import Testing

@testable import Replay

/// Tests of the `.txt` screen log a tape writes.
@Suite struct TapeScreenTextLogTests {
  @Test func writesEachFrameUnderARuleNamingItsCommand() {
    var log = ScreenTextLog(width: 30)
    log.append(screen: ["Contoso Notes   ", "  Sign in  ", "   "], after: "Wait /Contoso Notes/")
    log.append(screen: ["alex@contoso.com\t ", ""], after: "Type \"alex@contoso.com\"")
    #expect(log.frameCount == 2)
    #expect(
      log.render() == """
        ── Wait /Contoso Notes/ ──────
        Contoso Notes
          Sign in

        ── Type "alex@contoso.com" ───
        alex@contoso.com


        """)
  }

  @Test func rulesFillTheWidthAndNeverVanish() {
    let log = ScreenTextLog(width: 20)
    #expect(log.rule(for: "Enter") == "── Enter " + String(repeating: "─", count: 11))
    #expect(log.rule(for: "Enter").count == 20)
    let long = log.rule(for: "Type \"a very long piece of text\"")
    #expect(long.hasSuffix(" ──") && long.hasPrefix("── Type"))
    #expect(ScreenTextLog(width: 20).render() == "")
  }

  @Test func sameFramesGiveSameText() {
    func record() -> String {
      var log = ScreenTextLog(width: 40)
      for step in 0..<5 { log.append(screen: ["row \(step)  ", "東京"], after: "Down \(step)") }
      return log.render()
    }
    #expect(record() == record())
    #expect(record().contains("── Down 3 ─"))
  }
}
