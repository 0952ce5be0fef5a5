/// Something that must be done, named after what must be done; the runtime performs it.
public enum SessionEffect: Equatable, Sendable {
  /// Ask the identity provider to sign `upn` in.
  case authenticate(upn: String, password: Secret, purpose: AuthPurpose)
  /// Ask the MAM service to enroll the account.
  case enroll(Account)
  /// Ask the MAM service for the account's policy (a check-in).
  case requestPolicy(Account)
  /// Ask the MAM service to unenroll the account.
  case unenroll(Account)
  /// Start (or restart) a timer.
  case startTimer(TimerID, after: Duration)
  /// Stop a timer.
  case cancelTimer(TimerID)
  /// Keep a new app PIN in the PIN vault, unless it is one of the last `refusingPrevious` PINs.
  case storePin(Secret, refusingPrevious: Int)
  /// Ask the PIN vault whether this is the PIN.
  case verifyPin(Secret)
  /// Forget the app PIN.
  case clearPin
  /// Empty the phone's clipboard if it holds the organization's data (a selective wipe).
  case clearOrganizationClipboard
  /// Call one of the app's delegates (and record it in the event log).
  case notify(DelegateCallback)
  /// The process ended: its timers and unanswered requests die with it.
  case processEnded(ExitReason)
}
