print("modalplay")
