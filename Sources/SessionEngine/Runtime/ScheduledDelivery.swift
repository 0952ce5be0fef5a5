/// A service's answer waiting in the scheduler, in a form that can be saved.
///
/// Only the answers services deliver have a form here; none of them holds a secret.
public enum ScheduledDelivery: Equatable, Sendable, Codable {
  /// The identity provider signed the account in.
  case authenticated(AuthPurpose, Account)
  /// The identity provider refused.
  case authenticationFailed(AuthPurpose, AuthFailure)
  /// The MAM service answered an enrollment request.
  case enrollmentCompleted(Account, EnrollmentStatusCode)
  /// The MAM service answered a check-in.
  case checkInCompleted(Account, PolicyCheckIn)
  /// The MAM service answered an unenrollment.
  case unenrollCompleted(Account, EnrollmentStatusCode)
  /// The PIN vault checked a PIN.
  case pinVerified(Bool)
  /// The PIN vault kept (or refused) a new PIN.
  case pinStored(accepted: Bool)
  /// The device's store failed a PIN vault request.
  case deviceStoreFailed(StoreFailure)

  /// The saveable form of `event`, or nil when no service delivers such an event.
  public init?(_ event: SessionEvent) {
    switch event {
    case .authenticated(let purpose, .success(let account)):
      self = .authenticated(purpose, account)
    case .authenticated(let purpose, .failure(let failure)):
      self = .authenticationFailed(purpose, failure)
    case .enrollmentCompleted(let account, let code): self = .enrollmentCompleted(account, code)
    case .checkInCompleted(let account, let answer): self = .checkInCompleted(account, answer)
    case .unenrollCompleted(let account, let code): self = .unenrollCompleted(account, code)
    case .pinVerified(let correct): self = .pinVerified(correct)
    case .pinStored(let accepted): self = .pinStored(accepted: accepted)
    case .deviceStoreFailed(let failure): self = .deviceStoreFailed(failure)
    default: return nil
    }
  }

  /// The event delivered to the engine.
  public var event: SessionEvent {
    switch self {
    case .authenticated(let purpose, let account): .authenticated(purpose, .success(account))
    case .authenticationFailed(let purpose, let failure): .authenticated(purpose, .failure(failure))
    case .enrollmentCompleted(let account, let code): .enrollmentCompleted(account, code)
    case .checkInCompleted(let account, let answer): .checkInCompleted(account, answer)
    case .unenrollCompleted(let account, let code): .unenrollCompleted(account, code)
    case .pinVerified(let correct): .pinVerified(correct)
    case .pinStored(let accepted): .pinStored(accepted: accepted)
    case .deviceStoreFailed(let failure): .deviceStoreFailed(failure)
    }
  }
}
