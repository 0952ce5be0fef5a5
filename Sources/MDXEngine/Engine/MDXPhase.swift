/// What the user sees of the MDX app and Secure Hub at one moment.
public enum MDXPhase: Equatable, Hashable, Sendable, Codable {
  /// The app is not running: the phone's home screen.
  case notRunning
  /// A managed app was launched but Secure Hub is not on the phone.
  case secureHubMissing
  /// Secure Hub enrolment: the server address.
  case hubServerAddress
  /// Secure Hub enrolment, or a logon after a lock-out: the directory user name and password.
  case hubCredentials
  /// Secure Hub enrolment: choosing the Citrix PIN (typed twice).
  case hubCreatePin
  /// Secure Hub logon on the app's behalf: the Citrix PIN.
  case hubLogon
  /// The app asks for the Citrix PIN again after the inactivity timer ran out.
  case appPasscode
  /// A reminder that the offline period runs out in this many minutes.
  case offlineReminder(minutesLeft: Int)
  /// The maximum offline period has run out: locked until a logon over the network.
  case offlineLocked
  /// Too many wrong PINs: locked until a logon with the directory password.
  case authLocked
  /// The device is jailbroken and the policy blocks it.
  case jailbreakBlocked
  /// The administrator locked the app.
  case adminLocked
  /// The administrator wiped the app: blocked until unwiped.
  case wiped
  /// The app's own screens.
  case running
}
