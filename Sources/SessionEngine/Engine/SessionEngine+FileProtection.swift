/// The phone's lock and the app's protected files: with `MaxFileProtectionLevel` at
/// `NSFileProtectionComplete`, the files the SDK protects close about 10 s after the phone
/// locks and open again when it unlocks (the guide's stated consequence).
extension SessionEngine {
  /// How long after the phone locks the protected files close.
  public static let protectedFilesDelay: Duration = .seconds(10)

  /// The phone was locked or unlocked: the files close after `protectedFilesDelay`, or open.
  func lockChanged(_ state: inout SessionState, wasLocked: Bool) -> [SessionEffect] {
    switch (wasLocked, state.device.locked) {
    case (false, true):
      return [.startTimer(.protectedFilesClose, after: Self.protectedFilesDelay)]
    case (true, false):
      state.protectedFilesClosed = nil
      return [.cancelTimer(.protectedFilesClose)]
    default:
      return []
    }
  }

  /// The delay after the lock passed: the files close when the phone is still locked, a policy
  /// is enforced (the SDK protects the app's files only then) and the app lets the service ask
  /// for complete protection.
  func closeProtectedFiles(_ state: inout SessionState) -> [SessionEffect] {
    guard state.device.locked, settings.protectedFilesCloseWhenLocked,
      app.integration.enforced(state.activePolicy) != nil
    else { return [] }
    state.protectedFilesClosed = true
    return []
  }
}
