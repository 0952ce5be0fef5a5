import Testing

@Test func placeholderScreensTests() { #expect(1 + 1 == 2) }
