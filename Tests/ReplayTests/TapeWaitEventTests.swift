import TestSupport
import Testing

@testable import Replay

/// `Wait Event`: virtual time passes until the delegate receives the callback, whatever the
/// screen shows meanwhile; read totally, with file:line errors.
@Suite(.scratchFolder) struct TapeWaitEventTests {
  static let signIn = """
    Wait /Sign in to Contoso/
    Type "alex@contoso.com"
    Tab
    Password "alex@contoso.com"
    Enter

    """

  @Test func waitsForTheDelegateCallWhereAScreenWaitCouldComeTooEarly() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "events.tape",
      Self.signIn + """
        Wait Event enrollmentRequest 100
        Wait@1m Event policyRequest 100
        Expect Event restartApplication
        Expect /Restart required/

        """)
    let result = scratch.run("events.tape")
    #expect(result.passed, "\(result.failures.map(\.message))")
  }

  @Test func anEventThatNeverComesFailsAfterTheTimeoutInVirtualTime() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("never.tape", Self.signIn + "Wait@10m Event wipeData\n")
    let result = scratch.run("never.tape")
    let failure = try #require(result.failures.first)
    #expect(failure.location?.line == 6)
    #expect(failure.message.hasPrefix("waited 10m of virtual time, but expected the delegate"))
    #expect(failure.message.contains("wipeData"))
  }

  @Test func aMatchMovesTheCheckpointAsExpectEventDoes() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    // One enrollmentRequest is sent: the second Wait for it cannot find the one matched.
    try scratch.write(
      "twice.tape",
      Self.signIn + "Wait Event enrollmentRequest 100\nWait@5m Event enrollmentRequest 100\n")
    let result = scratch.run("twice.tape")
    #expect(result.failures.first?.location?.line == 7)
  }

  @Test func formsAreReadAndRefusedAtTheirColumn() {
    let (steps, problems) = TapeParser.parse(
      "Wait@5s Event policyRequest 100\nWait Event restartApplication\n", file: "t.tape")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command) == [
        .waitEvent(name: "policyRequest", status: 100, timeout: .seconds(5)),
        .waitEvent(name: "restartApplication", status: nil, timeout: nil),
      ])
    #expect(
      steps.map(\.command.description) == [
        "Wait@5s Event policyRequest 100", "Wait Event restartApplication",
      ])
    let cases: [(String, String)] = [
      ("Wait Event", "t.tape:1:6: Wait Event needs an event name"),
      ("Wait Event polcyRequest", "t.tape:1:12: unknown event \"polcyRequest\""),
      ("Wait Event policyRequest soon", "t.tape:1:26: soon is not a status code"),
      ("Wait Event policyRequest 100 more", "t.tape:1:30:"),
      ("Wait+Line Event policyRequest", "t.tape:1:6: Wait+Line Event"),
      // A call that carries no status code cannot be expected with one.
      ("Wait Event restartApplication 0", "t.tape:1:31: restartApplication has no status code"),
      ("Expect Event wipeData 100", "t.tape:1:23: wipeData has no status code"),
    ]
    for (line, expected) in cases {
      let (_, found) = TapeParser.parse(line + "\n", file: "t.tape")
      #expect(found.first?.description.hasPrefix(expected) == true, "\(line): \(found)")
    }
  }
}
