/// Runs of check-ins that change nothing but the time, reduced at once.
extension SessionEngine {
  /// What a run of quiet check-ins did: the one callback each of them made, and when.
  public struct QuietCheckIns: Equatable, Sendable {
    /// The callback every check-in of the run made (`policyRequest` 101).
    public var callback: DelegateCallback
    /// When the first answer arrived.
    public var firstAnswer: Instant
    /// The time from one check-in to the next.
    public var period: Duration
    /// How many check-ins.
    public var count: Int
    /// When the check-in after the run is due.
    public var nextCheckIn: Instant

    /// When the last answer of the run arrived.
    public var lastAnswer: Instant { firstAnswer.advanced(by: period * (count - 1)) }
  }

  /// Reduces `count` check-ins in a row, the first one's timer firing at `start`, each answered
  /// `answer` after `delay` — exactly as `count` pairs of `timerFired(.checkIn)` and
  /// `checkInCompleted` would, when each of them changes nothing but the instants the state
  /// keeps of check-ins (`lastCheckInAttempt`, `lastCheckIn`, `nextCheckInAt`). Returns nil, and
  /// leaves `state` alone, when a check-in would do more (a new policy, a wipe, a failure, a
  /// conditional-launch screen to show or check again).
  ///
  /// Why the first check-in stands for all of them: it is reduced here, and must give exactly
  /// the effects of an unchanged answer and a state that differs only in those instants; the
  /// check-in's path reads the clock only through them (the offline time conditional launch
  /// measures is zero right after an answer), so every later one does the same, shifted.
  public func quietCheckIns(
    _ state: inout SessionState, answer: PolicyCheckIn, start: Instant, delay: Duration,
    count: Int
  ) -> QuietCheckIns? {
    guard count > 0, answer == PolicyCheckIn(code: .policiesHaveNotChanged),
      let account = state.enrolledAccount
    else { return nil }
    // A conditional-launch screen is shown again at each check-in, which may read other clocks.
    if case .conditionalLaunch = state.sdkScreen { return nil }
    var trial = state
    guard reduce(&trial, .timerFired(.checkIn), at: start) == [.requestPolicy(account)] else {
      return nil
    }
    let answered = start.advanced(by: delay)
    let callback = DelegateCallback.policyRequest(
      EnrollmentStatus(account: account, code: answer.code))
    let interval = RetryPolicy.checkInInterval
    let effects = reduce(&trial, .checkInCompleted(account, answer), at: answered)
    guard effects == [.notify(callback), .startTimer(.checkIn, after: interval)] else {
      return nil
    }
    var expected = state
    expected.lastCheckInAttempt = start
    expected.lastCheckIn = answered
    expected.nextCheckInAt = answered.advanced(by: interval)
    guard trial == expected else { return nil }
    let period = Duration.milliseconds(
      answered.advanced(by: interval).milliseconds - start.milliseconds)
    let lastStart = start.advanced(by: period * (count - 1))
    let lastAnswer = lastStart.advanced(by: delay)
    state.lastCheckInAttempt = lastStart
    state.lastCheckIn = lastAnswer
    state.nextCheckInAt = lastAnswer.advanced(by: interval)
    return QuietCheckIns(
      callback: callback, firstAnswer: answered, period: period, count: count,
      nextCheckIn: lastAnswer.advanced(by: interval))
  }
}
