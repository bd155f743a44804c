import SwiftUI

// A SwiftUI sheet as Apple's documentation writes one: a details sheet that opens at a
// height of its own, can grow to half the screen and to the full sheet, shows its grabber,
// and lets the view behind it take taps while it is small.
struct OrderView: View {
  @State private var showDetails = true

  var body: some View {
    Button("Order details") { showDetails = true }
      .sheet(isPresented: $showDetails) {
        OrderDetails()
          .presentationDetents([.height(200), .medium, .large])
          .presentationDragIndicator(.visible)
          .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
          .presentationCornerRadius(24)
      }
  }
}
