import SessionEngine
import Testing

/// A long stretch of check-ins that change nothing is reduced at once (issue 30, item 5), with
/// the same outcome as delivering every check-in one by one.
@Suite struct QuietCheckInTests {
  /// Moves `runtime` to `target` in steps too short to hold two check-ins, so each is delivered
  /// on its own.
  private static func stepByStep(_ runtime: SessionRuntime, to target: Instant) {
    while runtime.now < target {
      runtime.advance(to: min(runtime.now.advanced(by: .seconds(20 * 60)), target))
    }
  }

  /// Two runtimes set up by `setUp`, one moved by `span` at once and one step by step, end
  /// alike: state, log, timers, steps, clock.
  private static func expectSameOutcome(
    over span: Duration, sourceLocation: SourceLocation = #_sourceLocation,
    _ setUp: () -> SessionRuntime
  ) {
    let atOnce = setUp()
    let oneByOne = setUp()
    let target = atOnce.now.advanced(by: span)
    atOnce.advance(to: target)
    stepByStep(oneByOne, to: target)
    #expect(atOnce.snapshot == oneByOne.snapshot, sourceLocation: sourceLocation)
    #expect(
      Array(atOnce.log.entries) == Array(oneByOne.log.entries), sourceLocation: sourceLocation)
    #expect(atOnce.log == oneByOne.log, sourceLocation: sourceLocation)
    #expect(atOnce.now == oneByOne.now, sourceLocation: sourceLocation)
    #expect(atOnce.nextDue == oneByOne.nextDue, sourceLocation: sourceLocation)
  }

  @Test func tenDaysSignedInEndAsOneByOne() {
    Self.expectSameOutcome(over: .seconds(10 * 86_400)) { Harness.managed() }
    let runtime = Harness.managed()
    let before = runtime.log.entries.count
    runtime.advance(by: .seconds(10 * 86_400))
    // About 48 check-ins a day, each answered "unchanged", kept as one run.
    #expect(runtime.log.entries.count - before >= 470)
    #expect(runtime.callbackSummary.dropFirst(before).allSatisfy { $0 == "policyRequest 101" })
    #expect(runtime.log.runCount <= 8)
  }

  @Test func inTheBackgroundEndAsOneByOne() {
    Self.expectSameOutcome(over: .seconds(3 * 86_400)) {
      let runtime = Harness.managed()
      runtime.change(.device(.appInBackground(true)))
      return runtime
    }
  }

  @Test func aWipeOrderedBeforeTheRunArrivesAtTheFirstCheckIn() {
    Self.expectSameOutcome(over: .seconds(2 * 86_400)) {
      let runtime = Harness.managed()
      runtime.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
      return runtime
    }
    let runtime = Harness.managed()
    runtime.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    runtime.advance(by: .seconds(2 * 86_400))
    #expect(runtime.callbackSummary.contains("policyRequest 102"))
    #expect(!runtime.callbackSummary.contains("policyRequest 101"))
  }

  @Test func aPolicyEditedBeforeTheRunIsReceivedFirst() {
    Self.expectSameOutcome(over: .seconds(2 * 86_400)) {
      let runtime = Harness.managed()
      runtime.change(
        .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6)))))
      return runtime
    }
  }

  @Test func offlineOrJailbrokenEndAsOneByOne() {
    Self.expectSameOutcome(over: .seconds(40 * 86_400)) {
      let runtime = Harness.managed()
      runtime.change(.device(.online(false)))
      return runtime
    }
    Self.expectSameOutcome(over: .seconds(5 * 86_400)) {
      let runtime = Harness.managed()
      runtime.change(.device(.jailbroken(true)))
      return runtime
    }
  }

  @Test func aRunStopsBeforeAnythingElseDue() {
    Self.expectSameOutcome(over: .seconds(86_400)) {
      let runtime = Harness.managed()
      runtime.relaunch()
      return runtime
    }
  }

  @Test func aHundredYearsOfCheckInsTakeOneRun() {
    let runtime = Harness.managed()
    let before = runtime.log.entries.count
    let start = runtime.now
    runtime.advance(by: .seconds(36_500 * 86_400))
    let period = Int64(30 * 60 * 1000) + Int64(Harness.scenario.timing.mamService.wholeMilliseconds)
    let added = runtime.log.entries.count - before
    #expect(Int64(added) >= 36_500 * 86_400_000 / period - 1)
    #expect(runtime.log.runCount <= 8)
    // Each check-in is where one by one would have put it: one period after the one before.
    let entries = runtime.log.entries
    let last = entries[entries.count - 1]
    let previous = entries[entries.count - 2]
    #expect(last.at.milliseconds - previous.at.milliseconds == period)
    #expect(last.at <= runtime.now && runtime.now == start.advanced(by: .seconds(36_500 * 86_400)))
    // A search for another callback asks the run once, and finds what follows it.
    #expect(entries.firstIndex(from: before) { $0.name == "policyRequest" } == before)
    #expect(entries.firstIndex(from: before) { $0.name == "wipeData" } == nil)
    let nextCheckIn: Int64? = runtime.nextDue?.milliseconds
    #expect(nextCheckIn == last.at.milliseconds + 1_800_000)
  }

  @Test func aWaitLooksAtTheScreenOnceAQuietRunEnds() {
    let runtime = Harness.managed()
    guard let due = runtime.nextDue, let notable = runtime.nextNotableDue else {
      Issue.record("a managed app has a check-in due")
      return
    }
    // The first check-ins of a run are looked at one by one (a Wait for the first stops there).
    #expect(notable == due)
    runtime.advance(by: RetryPolicy.checkInInterval * (SessionRuntime.checkInsLookedAtOneByOne + 2))
    // Then the run of unchanged check-ins never ends by itself: a Wait looks again at its end.
    guard let later = runtime.nextDue, let far = runtime.nextNotableDue else {
      Issue.record("a managed app has a check-in due")
      return
    }
    #expect(far.duration(since: later) > .seconds(1000 * 86_400))
    let offline = Harness.managed()
    offline.change(.device(.online(false)))
    #expect(offline.nextNotableDue == offline.nextDue)
  }
}
