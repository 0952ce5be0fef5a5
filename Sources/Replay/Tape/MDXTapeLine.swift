import MDXEngine

/// The Citrix words of the tape vocabulary: `Mdx Admin ACTION`, `Mdx Hub install|remove|signOff`,
/// and the calls `Expect Mdx` may ask about.
enum MDXTapeLine {
  /// `Mdx Admin` actions by their tape name.
  static let adminActions: [String: MDXAdminAction] = [
    "appLock": .appLock, "appUnlock": .appUnlock, "appWipe": .appWipe, "appUnwipe": .appUnwipe,
  ]
  /// `Mdx Hub` actions by their tape name.
  static let hubActions: [String: MDXEvent] = [
    "install": .installSecureHub, "remove": .removeSecureHub, "signOff": .signOffFromHub,
  ]

  /// The tape line that makes `event`, for the events a tape can write.
  static func line(for event: MDXEvent) -> String? {
    if case .admin(let action) = event,
      let name = adminActions.first(where: { $0.value == action })?.key
    {
      return "Mdx Admin \(name)"
    }
    return hubActions.first(where: { $0.value == event }).map { "Mdx Hub \($0.key)" }
  }
}
