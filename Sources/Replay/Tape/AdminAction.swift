/// What a simulated admin does, from an `Admin` command; it reaches the app at its next check-in.
public enum AdminAction: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `Admin wipe "upn"`: selectively wipe the user's corporate data.
  case wipe(upn: String)
  /// `Admin policy "property" value`: change one app protection policy setting.
  case policy(property: String, value: AdminValue)
  /// `Admin disable "upn"`: disable the user's account.
  case disable(upn: String)
  /// `Admin enable "upn"`: enable the user's account again.
  case enable(upn: String)
  /// `Admin checkin`: make the app check in with the service now.
  case checkIn

  /// The action names `Admin` accepts.
  public static let names = ["wipe", "policy", "disable", "enable", "checkin"]

  /// The command as a tape writes it.
  public var description: String {
    switch self {
    case .wipe(let upn): "Admin wipe \(TapeQuoting.quoted(upn))"
    case .policy(let property, let value): "Admin policy \(TapeQuoting.quoted(property)) \(value)"
    case .disable(let upn): "Admin disable \(TapeQuoting.quoted(upn))"
    case .enable(let upn): "Admin enable \(TapeQuoting.quoted(upn))"
    case .checkIn: "Admin checkin"
    }
  }
}
