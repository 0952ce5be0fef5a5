import Foundation
import Replay
import TestSupport
import Testing

@Test(.scratchFolder) func failingExpectReportsFileLineAndScreen() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "bad.tape",
    """
    # a comment
    Wait /Sign in to Contoso/
    Expect "Corporate data everywhere"
    Type "never typed"
    """)
  let result = scratch.run("bad.tape")
  #expect(!result.passed)
  let failure = try #require(result.failures.first)
  #expect(failure.location?.line == 3)
  #expect(failure.location?.file.hasSuffix("bad.tape") == true)
  #expect(failure.message.contains("\"Corporate data everywhere\""))
  #expect(failure.screen.contains("Sign in to Contoso"))
  // The tape stopped at its failure: nothing was typed.
  #expect(!failure.screen.contains("never typed"))
  let report = ReplayReport.lines(for: result).joined(separator: "\n")
  #expect(report.hasPrefix("FAIL  "))
  #expect(report.contains("bad.tape:3:1: expected the screen to show"))
  #expect(report.contains("│") && report.contains("Sign in to Contoso"))
}

@Test(.scratchFolder) func waitTimesOutInVirtualTimeNotWallTime() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("wait.tape", "Wait@2m /This never shows/\n")
  let result = scratch.run("wait.tape")
  let failure = try #require(result.failures.first)
  #expect(failure.message.contains("waited 2m of virtual time for /This never shows/"))
  // Two minutes passed on the virtual clock: the tape jumped to the deadline, it did not sleep.
  #expect(result.virtualDuration >= .seconds(120))
  #expect(result.virtualDuration < .seconds(121))
}

@Test(.scratchFolder) func waitUsesTheDefaultTimeoutAndSetWaitTimeout() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("default.tape", "Wait /nope/\n")
  try scratch.write("custom.tape", "Set WaitTimeout 3s\nWait /nope/\n")
  let standard = scratch.run("default.tape")
  #expect(standard.failures.first?.message.contains("waited 15s") == true)
  #expect(standard.virtualDuration == .seconds(15))
  let custom = scratch.run("custom.tape")
  #expect(custom.virtualDuration == .seconds(3))
}

@Test(.scratchFolder) func expectEventMovesItsCheckpoint() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "events.tape",
    """
    Type "blake@contoso.com"
    Tab
    Type "Blake-1357"
    Enter
    Wait /enrollmentRequest 225/
    Expect Event enrollmentRequest 225
    Expect Event enrollmentRequest
    """)
  let result = scratch.run("events.tape")
  let failure = try #require(result.failures.first)
  // The one 225 was used up by line 6, so line 7 finds nothing after it.
  #expect(failure.location?.line == 7)
  #expect(failure.message.contains("since the previous match"))
  #expect(failure.message.contains("(no delegate callbacks)"))

  try scratch.write(
    "status.tape",
    """
    Type "blake@contoso.com"
    Tab
    Type "Blake-1357"
    Enter
    Wait /enrollmentRequest 225/
    Expect Event enrollmentRequest 100
    """)
  let wrong = try #require(scratch.run("status.tape").failures.first)
  #expect(wrong.message.contains("expected the delegate to receive enrollmentRequest 100"))
  #expect(wrong.message.contains("enrollmentRequest 225"))
}

@Test(.scratchFolder) func aFailedExpectEventAfterALongAdvanceListsOnlyTheLastTwenty() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "long.tape",
    """
    Type "blake@contoso.com"
    Tab
    Type "Blake-1357"
    Enter
    Wait /enrollmentRequest 225/
    Advance 60d
    Expect Event wipeData
    """)
  let failure = try #require(scratch.run("long.tape").failures.first)
  let lines = failure.message.split(separator: "\n")
  let listed = lines.filter { $0.hasPrefix("  ") && $0.contains("Request") }
  #expect(listed.count == 20)
  let heading = try #require(lines.first { $0.contains("expected the delegate to receive") })
  let total = try #require(
    heading.split(separator: ";").last?.split(separator: " ").first.flatMap { Int($0) })
  #expect(total > 20)
  #expect(heading.contains("\(total) callbacks since the tape started, the last 20:"))
}

@Test(.scratchFolder) func aFailedExpectEventAfterOneCallbackSaysItInTheSingular() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "one.tape",
    """
    Type "blake@contoso.com"
    Tab
    Type "Blake-1357"
    Enter
    Wait /enrollmentRequest 225/
    Expect Event wipeData
    """)
  let failure = try #require(scratch.run("one.tape").failures.first)
  let heading = failure.message.split(separator: "\n").first.map(String.init)
  #expect(
    heading == "expected the delegate to receive wipeData; 1 callback since the tape started:")
}

@Test(.scratchFolder) func snapshotMismatchAndUpdate() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("snap.tape", "Wait /Sign in to Contoso/\nSnapshot \"start\"\n")
  let missing = try #require(scratch.run("snap.tape").failures.first)
  #expect(missing.message.contains("--update-snapshots"))

  let recorded = scratch.run("snap.tape", RunnerOptions(updateSnapshots: true))
  #expect(recorded.passed)
  let golden = try scratch.read("snapshots/start.txt")
  #expect(golden.contains("Sign in to Contoso"))
  #expect(!golden.split(separator: "\n").contains { $0.hasSuffix(" ") })
  #expect(scratch.run("snap.tape").passed)

  try scratch.write(
    "snapshots/start.txt", golden.replacingOccurrences(of: "Sign in to", with: "Log in to"))
  let changed = try #require(scratch.run("snap.tape").failures.first)
  #expect(changed.location?.line == 2)
  #expect(changed.message.contains("differs from snapshot"))
  #expect(changed.message.contains("Log in to Contoso"))
  #expect(changed.message.contains("Sign in to Contoso"))
  #expect(changed.message.contains("line "))
}

/// Two `Snapshot` lines of one name record one screen: the same screen passes, another screen
/// is refused at the second line, so an update never leaves a snapshot the next replay fails.
@Test(.scratchFolder) func oneSnapshotNameForTwoScreensIsRefusedWhenUpdating() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "same.tape", "Wait /Sign in to Contoso/\nSnapshot \"start\"\nSnapshot \"start\"\n")
  #expect(scratch.run("same.tape", RunnerOptions(updateSnapshots: true)).passed)
  #expect(scratch.run("same.tape").passed)
  try scratch.write(
    "dup.tape",
    "Wait /Sign in to Contoso/\nSnapshot \"dup\"\nType \"zzqq\"\nSnapshot \"dup\"\n")
  let refused = try #require(
    scratch.run("dup.tape", RunnerOptions(updateSnapshots: true)).failures.first)
  #expect(refused.location?.line == 4)
  #expect(refused.message.contains("snapshot \"dup\" was recorded at line 2 from another screen"))
  #expect(try scratch.read("snapshots/dup.txt").contains("Sign in to Contoso"))
  #expect(!(try scratch.read("snapshots/dup.txt").contains("zzqq")))
}

/// The Replay library alone has no stored devices (the executable brings them): a tape asking
/// for one fails at its Set State line.
@Test(.scratchFolder) func setStateFailsAtItsLineWithoutAStore() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("state.tape", "Set Width 90\nSet State \"device\"\nEnter\n")
  let failure = try #require(scratch.run("state.tape").failures.first)
  #expect(failure.location?.line == 2)
  #expect(failure.message.contains("needs mamsim replay"))
}

@Test(.scratchFolder) func brokenScenarioFailsAtItsSetLine() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("broken.json", "{ not json")
  try scratch.write("world.tape", "\nSet Scenario \"broken.json\"\nEnter\n")
  let failure = try #require(scratch.run("world.tape").failures.first)
  #expect(failure.location?.line == 2)
  #expect(failure.message.contains("broken.json"))
}

@Test(.scratchFolder) func parseErrorsAreAllReportedAndTheTapeDoesNotRun() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("typo.tape", "Entr\nWait /x/\nTpe \"a\"\n")
  let result = scratch.run("typo.tape")
  #expect(!result.passed)
  #expect(result.hasParseErrors)
  #expect(result.failures.isEmpty)
  let lines = ReplayReport.lines(for: result)
  #expect(lines[0].contains("not run: 2 errors"))
  #expect(lines.contains { $0.contains("typo.tape:1:1") })
  #expect(lines.contains { $0.contains("typo.tape:3:1") })
}

@Test(.scratchFolder) func adminErrorsFailAtTheirLine() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("admin.tape", "Admin wipe \"nobody@contoso.com\"\n")
  let unknown = try #require(scratch.run("admin.tape").failures.first)
  #expect(unknown.location?.line == 1)
  #expect(unknown.message.contains("nobody@contoso.com"))
  try scratch.write("policy.tape", "Sleep 1s\nAdmin policy \"pinRequird\" false\n")
  let property = try #require(scratch.run("policy.tape").failures.first)
  #expect(property.location?.line == 2)
  #expect(property.message.contains("pinRequird"))
}

/// A value the policy refuses is said once: which property, then why.
@Test(.scratchFolder) func aRefusedPolicyValueSaysCannotSetOnce() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write("value.tape", "Admin policy \"minimumPinLength\" \"6\"\n")
  let failure = try #require(scratch.run("value.tape").failures.first)
  #expect(failure.location?.line == 1)
  #expect(
    failure.message.hasSuffix(
      "cannot set \"minimumPinLength\": expected a whole number from 1 to 64 but found a string"),
    "\(failure.message)")
  #expect(failure.message.components(separatedBy: "cannot set").count == 2, "\(failure.message)")
}

@Test(.scratchFolder) func adminPolicyEditReachesTheAppAtCheckIn() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "nopin.tape",
    """
    Admin policy "pinRequired" false
    Type "alex@contoso.com"
    Tab
    Type "Pilot-Alex"
    Enter
    Wait /Restart required/
    Enter
    Wait /Enter opens/
    Enter
    Wait /alex@contoso.com · ma/
    Expect "pinRequired=false"
    """)
  let result = scratch.run("nopin.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
}

@Test(.scratchFolder) func reportLinesAndSummary() {
  let passed = TapeResult(
    file: "replays/a.tape", virtualDuration: .milliseconds(6_500), wallTime: .microseconds(2_340))
  #expect(
    ReplayReport.lines(for: passed) == ["PASS  replays/a.tape  (virtual 6.5s, wall 2.34ms)"])
  #expect(
    ReplayReport.lines(for: passed, runs: 1000)
      == ["PASS  replays/a.tape  (1000 runs, virtual 6.5s, wall 2.34ms)"])
  #expect(ReplayReport.summary(passed: 3, failed: 1) == "3 passed, 1 failed")
  #expect(ReplayReport.wall(.milliseconds(1_520)) == "1.52s")
  #expect(ReplayReport.wall(.microseconds(12_340)) == "12.3ms")
}

@Test(.scratchFolder) func expectClipboardChecksTheTextAndWhoseDataItIs() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  let copy = """
    Wait /Sign in to Contoso/
    Escape
    Wait /Groceries/
    Enter
    Wait /Oat milk/
    Tab
    Enter
    Wait /Copied 30 characters/
    """
  try scratch.write(
    "clipboard.tape", copy + "\nExpect Clipboard \"Oat milk, coffee beans, basil.\" unmanaged\n")
  #expect(scratch.run("clipboard.tape").failures.isEmpty)

  try scratch.write("wrong.tape", copy + "\nExpect Clipboard \"Oat milk\" managed\n")
  let failure = try #require(scratch.run("wrong.tape").failures.first)
  #expect(failure.location?.line == 9)
  #expect(
    failure.message
      == "expected the clipboard to hold \"Oat milk\" (managed); it holds "
      + "\"Oat milk, coffee beans, basil.\" (unmanaged)")

  try scratch.write("empty.tape", "Expect Clipboard \"x\"\n")
  let empty = try #require(scratch.run("empty.tape").failures.first)
  #expect(empty.message == "expected the clipboard to hold \"x\"; it holds nothing")
}
