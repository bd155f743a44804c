import Testing

@testable import ModalCore

@Suite("Fixed-decimal formatting")
struct FixedFormatTests {
  @Test(
    "numbers with a fixed number of decimals",
    arguments: [
      (590.8, 2, "590.80"), (0, 2, "0.00"), (-0.0, 2, "0.00"), (-0.004, 2, "0.00"),
      (-0.005, 2, "-0.01"), (0.005, 2, "0.01"), (1.005, 3, "1.005"), (0.54028, 3, "0.540"),
      (12.5, 0, "13"), (-12.5, 0, "-13"), (844, 1, "844.0"), (0.0001, 4, "0.0001"),
      (123_456.789, 2, "123456.79"), (-3.14159, 6, "-3.141590"), (1, 9, "1.000000"),
      (Double.nan, 2, "nan"), (Double.infinity, 2, "inf"), (-Double.infinity, 2, "-inf"),
      (1e20, 2, "1e+20"),
    ] as [(Double, Int, String)])
  func fixed(value: Double, decimals: Int, expected: String) {
    #expect(FixedFormat.format(value, decimals: decimals) == expected)
  }

  @Test("points and percents")
  func shorthands() {
    #expect(FixedFormat.points(337.6) == "337.60")
    #expect(FixedFormat.percent(0.3) == "0.300")
  }
}
