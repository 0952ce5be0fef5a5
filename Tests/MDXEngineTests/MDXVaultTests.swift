import Testing

@testable import MDXEngine

/// The shared keychain vault between two apps of one access group, and one outside it.
@Suite struct MDXVaultTests {
  static let group = "TEAMID_A.com.harbourline.dispatch"

  func app(_ groups: Set<String> = [group]) -> MDXVault {
    MDXVault(name: "session", accessGroup: Self.group, groups: groups)
  }

  @Test func sharedAndMergedBetweenTwoApps() {
    var keychain = MDXVaultKeychain()
    var first = app()
    #expect(!first.exists(in: keychain))
    first.vaultData = ["a": "123", "b": "234", "c": "305"]
    first.synchronize(&keychain)
    #expect(first.lastError == nil)
    var second = app()
    #expect(second.exists(in: keychain))
    #expect(second.isAccessible(in: keychain))
    #expect(second.vaultData == nil, "nil until loaded")
    second.load(from: keychain)
    second.update(["c": "345", "d": "456"], &keychain)
    #expect(second.lastError == nil)
    #expect(
      keychain.vaultData(at: second.place, groups: [Self.group])
        == .success(["a": "123", "b": "234", "c": "345", "d": "456"]))
  }

  @Test func aWriteSinceTheLoadIsAMismatchUntilForced() {
    var keychain = MDXVaultKeychain()
    var first = app()
    first.vaultData = ["user": "robin"]
    first.synchronize(&keychain)
    var second = app()
    second.load(from: keychain)
    first.update(["user": "sam"], &keychain)
    second.update(["theme": "dark"], &keychain)
    #expect(second.lastError == .vaultDataMismatch)
    #expect(MDXVaultError.vaultDataMismatch.rawValue == 5111)
    second.forceSynchronize(&keychain)
    #expect(second.lastError == nil)
    #expect(keychain.vaults[second.place]?.data == ["user": "robin", "theme": "dark"])
  }

  @Test func anAppOutsideTheGroupCannotReachIt() {
    var keychain = MDXVaultKeychain()
    var first = app()
    first.vaultData = ["user": "robin"]
    first.synchronize(&keychain)
    var outsider = app(["TEAMID_B.com.other.app"])
    #expect(!outsider.exists(in: keychain))
    #expect(!outsider.isAccessible(in: keychain))
    outsider.load(from: keychain)
    #expect(outsider.lastError == .vaultNotFound)
    outsider.vaultData = ["user": "mallory"]
    outsider.forceSynchronize(&keychain)
    #expect(outsider.lastError == .vaultNotFound)
    #expect(keychain.vaults[first.place]?.data == ["user": "robin"])
  }

  @Test func unreadableInvalidAndDeleted() {
    var keychain = MDXVaultKeychain()
    var vault = app()
    vault.update([:], &keychain)
    #expect(vault.lastError == .invalidInput)
    vault.update(["": "x"], &keychain)
    #expect(vault.lastError == .invalidInput)
    vault.update(["k": "v"], &keychain)
    #expect(vault.lastError == nil)
    keychain.vaults[vault.place]?.readable = false
    var reader = app()
    #expect(reader.exists(in: keychain) && !reader.isAccessible(in: keychain))
    reader.load(from: keychain)
    #expect(reader.lastError == .vaultUnreadable)
    vault.delete(&keychain)
    #expect(vault.lastError == nil && vault.deleted)
    #expect(!reader.exists(in: keychain))
    vault.load(from: keychain)
    #expect(vault.lastError == .vaultNotFound)
  }
}
