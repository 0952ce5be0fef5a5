import MDXEngine
import SessionEngine

/// The accounts of a scenario by the names a tape gives them, with their passwords: what a
/// `Password "alex@contoso.com"` line types, and what `mamsim record` writes instead of a
/// password it saw typed.
public struct TapePasswords: Sendable {
  /// One account: the names it answers to (its UPN first) and its password.
  struct Account: Sendable {
    var names: [String]
    var password: String
  }

  /// The accounts, in the scenario's order.
  let accounts: [Account]

  /// The users of an Intune scenario, by UPN.
  public init(_ scenario: Scenario) {
    accounts = scenario.tenant.users.map { Account(names: [$0.upn], password: $0.password) }
  }

  /// The users of a Citrix directory, by UPN, account name or mail.
  public init(_ scenario: MDXScenario) {
    accounts = scenario.configuration.users.map { user in
      Account(
        names: [user.upn, user.samAccountName, user.mail].filter { !$0.isEmpty },
        password: user.password.reveal())
    }
  }

  /// The password of the account named `name` (in any case), or nil when none is so named.
  public func password(of name: String) -> String? {
    let wanted = name.lowercased()
    return accounts.first { $0.names.contains { $0.lowercased() == wanted } }?.password
  }

  /// The name a tape gives an account whose password is `password` (its UPN), or nil when no
  /// account has it.
  public func account(withPassword password: String) -> String? {
    accounts.first { $0.password == password }?.names.first
  }

  /// Every name a tape may give the account whose password is `password` (its UPN first),
  /// empty when no account has it.
  public func names(withPassword password: String) -> [String] {
    accounts.first { $0.password == password }?.names ?? []
  }

  /// The accounts' passwords (empty ones left out), longest first: what `mamsim record` looks
  /// for in whatever was typed.
  public var passwords: [String] {
    Array(Set(accounts.map(\.password).filter { !$0.isEmpty }))
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
  }
}
