import Foundation
import Replay
import TestSupport
import Testing

@testable import Replay

/// Tests that what a user types into a PIN or password field never reaches a recording in clear.
@Suite(.scratchFolder) struct RecordedSecretsTests {
  private static let tape = """
    Set Width 100
    Set Height 30
    Output "out.txt"
    Output "out.cast"
    Wait /Sign in to Contoso/
    Type "alex@contoso.com"
    Tab
    Type "Pilot-Alex"
    Enter
    Wait /Restart required/
    Enter
    Wait /Enter opens Contoso Notes/
    Enter
    Wait /Set a PIN/
    Type "2580"
    Type "2580"
    Expect "C Corporate"

    """

  @Test func pinsAndPasswordsAreMaskedInTheTextLogAndTheCast() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("pin.tape", Self.tape)
    let result = scratch.run("pin.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
    let log = try scratch.read("out.txt")
    let cast = try scratch.read("out.cast")
    #expect(log.contains("── Type \"alex@contoso.com\" ─"))
    #expect(log.contains("── Type \"••••\" ─"))
    #expect(!log.contains("2580"), "the PIN is in the text log")
    #expect(!cast.contains("2580"), "the PIN is in the cast")
    // The side panel lists the demo accounts' passwords, so only the command line is checked.
    #expect(!log.contains("── Type \"Pilot-Alex\""))
  }

  @Test func theMaskKeepsTheSpeedAndHidesTheLength() {
    #expect(
      TypedTextMask.masked("Type@10ms \"123456\"", before: [], after: ["● ● ● ● ● ●"])
        == "Type@10ms \"••••\"")
    #expect(
      TypedTextMask.masked("Type \"bob\"", before: ["bob"], after: ["user: bob", "bob"])
        == "Type \"bob\"")
    #expect(
      TypedTextMask.masked("Type \"Bob-1\"", before: ["Bob-1"], after: ["Bob-1", "•••••"])
        == "Type \"••••\"")
    #expect(TypedTextMask.masked("Enter", before: [], after: []) == "Enter")
  }
}
